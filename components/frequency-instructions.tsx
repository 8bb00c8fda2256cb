import { usageInstructions } from '@/content/frequency-controller';
import { Disclosure } from './disclosure';
import { FigureBand } from './figure-band';
import { Section } from './section';
import { unwidowed } from './unwidowed';

/** How to use the controller: the three usage figures, then the steps in order. */
export function FrequencyInstructions() {
  const { facts, steps } = usageInstructions;
  return (
    <Section heading={usageInstructions} shape="split">
      <FigureBand facts={facts} />
      <ol className="step-list mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {steps.map((step) => (
          <li key={step.title}>
            <h3 className="type-voice text-ivory">{unwidowed(step.title)}</h3>
            <p className="type-small">{step.body}</p>
          </li>
        ))}
      </ol>
      <Disclosure kinds={['results']} />
    </Section>
  );
}
