import {
  frequencyTestimonials,
  frequencyTestimonialsSection as section,
} from '@/content/frequency-testimonials';
import { Disclosure } from './disclosure';
import { Section } from './section';

/** What three clients say of the controller, with the disclosure beside them. */
export function FrequencyTestimonials() {
  return (
    <Section heading={section}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {frequencyTestimonials.map((testimonial) => (
          <li key={testimonial.name} className="card flex flex-col">
            <h3 className="font-display text-xl text-gold-light">{testimonial.result}</h3>
            <figure className="mt-4 flex flex-1 flex-col">
              <blockquote className="flex-1 leading-relaxed text-ivory/90">
                <p>{`“${testimonial.quote}”`}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-mist">{`— ${testimonial.name}`}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Disclosure kinds={['results', 'testimonials']} />
    </Section>
  );
}
