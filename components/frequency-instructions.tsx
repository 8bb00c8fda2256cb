import { usageInstructions } from '@/content/frequency-controller';
import { Disclosure } from './disclosure';

/** How to use the controller: the three usage figures, then the steps. */
export function FrequencyInstructions() {
  const { title, intro, facts, steps } = usageInstructions;
  return (
    <section
      aria-labelledby="frequency-instructions"
      className="mx-auto max-w-6xl px-4 pt-20 sm:px-6"
    >
      <div className="card">
        <p className="eyebrow">Instructions</p>
        <h2
          id="frequency-instructions"
          className="mt-3 font-display text-3xl text-ivory sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mt-4 max-w-prose text-mist">{intro}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.value} className="fact-tile">
              <dt className="mt-2 text-sm text-mist">{fact.label}</dt>
              <dd className="font-display text-3xl text-gold-light">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ol className="step-list mt-10 grid gap-8 md:grid-cols-2">
          {steps.map((step) => (
            <li key={step.title}>
              <div>
                <h3 className="font-display text-xl text-ivory">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-mist">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <Disclosure kinds={['results']} />
      </div>
    </section>
  );
}
