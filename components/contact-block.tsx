import { site, telHref } from '@/content/site';

/** The two calls to action that end every page: the social profile and a phone call. */
export function ContactBlock() {
  return (
    <section
      aria-labelledby="contact-block-heading"
      className="mx-auto my-20 max-w-6xl px-4 sm:px-6"
    >
      <div className="card relative overflow-hidden border-gold/40 text-center sm:p-12">
        <p className="eyebrow">Private enquiries</p>
        <h2 id="contact-block-heading" className="mt-3 font-display text-3xl sm:text-4xl">
          Begin a private conversation
        </h2>
        <p className="mx-auto mt-4 max-w-prose text-mist">
          Every engagement starts with a personal exchange. Write through our {site.social.network}{' '}
          profile or call the private line; all enquiries are answered by the advisor’s office in
          confidence.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a
            href={site.social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-gold flex-wrap gap-x-2 gap-y-0.5"
          >
            Message us on {site.social.network}
            <span className="whitespace-nowrap text-xs font-normal">(opens in a new tab)</span>
          </a>
          <a href={telHref} className="btn-ghost">
            Call {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
