import type { ReactNode } from 'react';
import { marks } from './marks';

interface OptionCardProps {
  group: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  title: string;
  /** The Hz or band beside the title, when the option has one. */
  subtitle?: string;
  description: string;
  /** A `tone-*` class: the option's colour, painted by its radio, title and swatch. */
  accent: string;
  /** A colour swatch or an icon, beside the title. */
  mark: ReactNode;
  /** How the configuration states this choice; the page's bootstrap shows it before hydration. */
  echoText: string;
}

/**
 * One choice of a radio group: a native radio, so arrow keys, Tab and the checked state work as
 * the browser gives them. The radio is named by its label (title and subtitle) and described by
 * the description; the label stretches over the whole card, so a click anywhere selects it.
 */
export function OptionCard({
  group,
  value,
  checked,
  onSelect,
  title,
  subtitle,
  description,
  accent,
  mark,
  echoText,
}: OptionCardProps) {
  // One panel per page and a unique `name` per group make these ids unique; short, patterned
  // ids also compress far better than useId()'s.
  const id = `${group}-${value}`;
  return (
    <div className={`option-card ${accent}`}>
      <input
        type="radio"
        id={id}
        name={group}
        value={value}
        checked={checked}
        onChange={onSelect}
        {...{ [marks.echoText]: echoText }}
        aria-describedby={`${id}-d`}
        className="option-radio"
      />
      <div className="option-body">
        <div className="option-head">
          <label htmlFor={id} className="option-names">
            <span className="option-title">{title}</span>
            {subtitle ? <span className="option-subtitle"> {subtitle}</span> : null}
          </label>
          {mark}
        </div>
        <p id={`${id}-d`} className="option-description">
          {description}
        </p>
      </div>
    </div>
  );
}

interface OptionGroupProps {
  legend: string;
  /** Lay the cards out two by two from the small breakpoint up. */
  pairs?: boolean;
  children: ReactNode;
}

/** A single-choice group: a fieldset named by its legend, its option cards in a grid. */
export function OptionGroup({ legend, pairs = false, children }: OptionGroupProps) {
  return (
    <fieldset>
      <legend className="option-legend">{legend}</legend>
      <div className={pairs ? 'option-grid-pairs' : 'option-grid'}>{children}</div>
    </fieldset>
  );
}

/** A dot of the option's colour, beside its title. */
export const swatch = <span aria-hidden="true" className="swatch" />;
