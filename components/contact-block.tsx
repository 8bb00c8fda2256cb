import { contactBlock, newTabNote } from '@/content/layout';
import { site } from '@/content/site';
import { telHref } from '@/content/_lib/links';
import { Section } from './section';

/** The two calls to action that end every page: the social profile and a phone call. */
export function ContactBlock() {
  return (
    <Section heading={contactBlock} frame="gold" centered>
      <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <a
          href={site.social.url}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-gold flex-wrap gap-x-2 gap-y-0.5"
        >
          {contactBlock.message}
          <span className="whitespace-nowrap text-xs font-normal">{newTabNote}</span>
        </a>
        <a href={telHref} className="btn-ghost">
          {contactBlock.call}
        </a>
      </div>
    </Section>
  );
}
