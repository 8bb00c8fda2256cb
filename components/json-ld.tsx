interface JsonLdProps {
  data: Record<string, unknown>;
}

/** schema.org data as a JSON-LD data block; `<` is escaped so no text can close the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
