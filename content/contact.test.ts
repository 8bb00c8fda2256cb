import { contactPrivacy } from './contact';
import { site } from './site';

describe('contact privacy statement', () => {
  it('says the site collects nothing and the network and phone have their own policies', () => {
    const text = contactPrivacy.paragraphs.join(' ');
    expect(text).toContain('collects nothing');
    expect(text).toContain(`${site.social.network}’s own privacy policy`);
    expect(text).toContain('telephone provider');
  });
});
