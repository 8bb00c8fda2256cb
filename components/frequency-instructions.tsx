import { usageInstructions } from '@/content/frequency-controller';
import { Disclosure } from './disclosure';
import { FactTiles } from './fact-tiles';
import { Section } from './section';

/** How to use the controller: the three usage figures, then the steps. */
export function FrequencyInstructions() {
  const { facts, steps } = usageInstructions;
  return (
    <Section heading={usageInstructions} frame="card">
      <FactTiles facts={facts} columns="sm:grid-cols-3" />
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
    </Section>
  );
}
