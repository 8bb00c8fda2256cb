import { resultsDisclosure, usageInstructions } from '@/content/frequency-controller';

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
            <div
              key={fact.value}
              className="flex flex-col-reverse rounded-xl border border-line bg-ink/60 p-5"
            >
              <dt className="mt-2 text-sm text-mist">{fact.label}</dt>
              <dd className="font-display text-3xl text-gold-light">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ol className="mt-10 grid gap-8 md:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full border border-gold/60 font-display text-lg text-gold-light"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-display text-xl text-ivory">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-mist">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-sm text-mist">{resultsDisclosure}</p>
      </div>
    </section>
  );
}
