import {
  frequencyTestimonials,
  frequencyTestimonialsSection as section,
} from '@/content/frequency-testimonials';
import { Disclosure } from './disclosure';
import { Section } from './section';
import { unwidowed } from './unwidowed';

/** What three clients say of the controller, in their words, with the disclosure under them. */
export function FrequencyTestimonials() {
  return (
    <Section heading={section}>
      <ul className="aligned">
        {frequencyTestimonials.map((testimonial) => (
          <li key={testimonial.name} className="lg:row-span-2">
            <h3 className="eyebrow">{unwidowed(testimonial.result)}</h3>
            <figure className="flex flex-col gap-4">
              <blockquote className="type-voice measure text-ivory">
                <p>{`“${testimonial.quote}”`}</p>
              </blockquote>
              <figcaption className="label">{testimonial.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Disclosure kinds={['results', 'testimonials']} />
    </Section>
  );
}
