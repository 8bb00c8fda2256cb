import { contactBlock, newTabNote } from '@/content/layout';
import { site } from '@/content/site';
import { telHref } from './contact-channels';
import { OutLinkMark } from './out-link-mark';
import { Section } from './section';
import { articlesBound } from './unwidowed';

/** The two calls that end every page, as its closing line: the social profile and a call. */
export function ContactBlock() {
  return (
    <Section
      heading={{ ...contactBlock, intro: articlesBound(contactBlock.intro) }}
      shape="closing"
    >
      <div className="flex flex-col items-start gap-x-8 gap-y-3 sm:flex-row sm:items-center">
        <a href={site.social.url} target="_blank" rel="noopener noreferrer" className="btn-gold">
          {contactBlock.message}
          <OutLinkMark />
          <span className="sr-only"> {newTabNote}</span>
        </a>
        <a href={telHref} className="link lining-nums">
          {contactBlock.call}
        </a>
      </div>
    </Section>
  );
}
