import { describe, expect, it } from 'vitest';
import { googleMapsEmbedSrc, mapEmbedCoordinates } from '../../domain/map-embed.ts';

const GOOD =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.5!2d106.8175!3d-6.2!5e0!3m2!1sid!2sid!4v1700000000000';
const iframe = (src: string, extra = '') =>
  `<iframe src="${src}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"${extra}></iframe>`;

describe('googleMapsEmbedSrc: accepted input', () => {
  it('extracts the src of the embed code Google gives', () => {
    expect(googleMapsEmbedSrc(iframe(GOOD))).toBe(GOOD);
  });
  it('accepts single quotes, upper-case tags and surrounding whitespace', () => {
    expect(googleMapsEmbedSrc(`  <IFRAME SRC='${GOOD}'></IFRAME>\n`)).toBe(GOOD);
  });
  it('accepts a bare embed URL', () => {
    expect(googleMapsEmbedSrc(GOOD)).toBe(GOOD);
  });
  it('decodes &amp; in the attribute once, as a browser would', () => {
    expect(googleMapsEmbedSrc(iframe('https://www.google.com/maps/embed/v1/place?key=K&amp;q=Jakarta'))).toBe(
      'https://www.google.com/maps/embed/v1/place?key=K&q=Jakarta',
    );
  });
  it('accepts maps.google.com and google.com', () => {
    expect(googleMapsEmbedSrc(iframe('https://maps.google.com/maps/embed?pb=1'))).toBe(
      'https://maps.google.com/maps/embed?pb=1',
    );
    expect(googleMapsEmbedSrc(iframe('https://google.com/maps/embed?pb=1'))).toBe('https://google.com/maps/embed?pb=1');
  });
  it('drops every other attribute: only the URL is returned', () => {
    const out = googleMapsEmbedSrc(iframe(GOOD, ' onload="alert(1)" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"'));
    expect(out).toBe(GOOD);
  });
});

describe('googleMapsEmbedSrc: hostile input yields no map', () => {
  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['plain text', 'Jl. KH. Mas Mansyur No. 45'],
    ['javascript: URL', iframe('javascript:alert(1)')],
    ['javascript: bare', 'javascript:alert(document.cookie)'],
    ['data: URL', iframe('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')],
    ['http (not https)', iframe('http://www.google.com/maps/embed?pb=1')],
    ['other host', iframe('https://evil.example/maps/embed?pb=1')],
    ['look-alike suffix host', iframe('https://www.google.com.evil.tld/maps/embed?pb=1')],
    ['look-alike prefix host', iframe('https://evilwww.google.com/maps/embed?pb=1')],
    ['sub-domain of google', iframe('https://sites.google.com/maps/embed?pb=1')],
    ['userinfo trick', iframe('https://www.google.com@evil.tld/maps/embed?pb=1')],
    ['credentials on google', iframe('https://user:pw@www.google.com/maps/embed?pb=1')],
    ['backslash trick', iframe('https://evil.tld\\@www.google.com/maps/embed?pb=1')],
    ['explicit port', iframe('https://www.google.com:8443/maps/embed?pb=1')],
    ['protocol-relative', iframe('//www.google.com/maps/embed?pb=1')],
    ['google but not the embed path', iframe('https://www.google.com/url?q=https://evil.tld')],
    ['embed look-alike path', iframe('https://www.google.com/maps/embedded-evil')],
    ['path traversal out of /maps/embed', iframe('https://www.google.com/maps/embed/../../url?q=https://evil.tld')],
    ['two iframes', iframe(GOOD) + iframe('https://evil.tld/')],
    ['nested iframe in srcdoc', `<iframe srcdoc="<iframe src='${GOOD}'></iframe>"></iframe>`],
    ['srcdoc only', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['no src', '<iframe width="600"></iframe>'],
    ['unquoted src', `<iframe src=${GOOD}></iframe>`],
    ['data-src instead of src', `<iframe data-src="${GOOD}"></iframe>`],
    ['script only', '<script>alert(1)</script>'],
    ['entity-encoded javascript:', iframe('&#106;avascript:alert(1)')],
    ['hex-entity-encoded javascript:', iframe('&#x6A;avascript:alert(1)')],
    ['entity-encoded other host', iframe('https://evil&#46;tld/maps/embed')],
    ['out-of-range entity does not throw', iframe('https://www.google.com/maps/embed?pb=&#99999999999;')],
    ['bare URL with a quote (attribute injection)', `${GOOD}" onload="alert(1)`],
    ['bare URL with markup after it', `${GOOD}<script>alert(1)</script>`],
    ['huge input', iframe(GOOD + 'a'.repeat(6000))],
  ])('%s', (_name, input) => {
    const out = googleMapsEmbedSrc(input as string);
    if (out === null) return;
    // A few inputs are still reduced to a harmless Google embed URL; never anything else.
    expect(out).toMatch(/^https:\/\/(www\.|maps\.)?google\.com\/maps\/embed(\/|\?|$)/);
    expect(out).not.toMatch(/[\s"'<>]/);
  });

  it('returns exactly null for the dangerous cases', () => {
    for (const input of [
      iframe('javascript:alert(1)'),
      iframe('data:text/html,x'),
      iframe('http://www.google.com/maps/embed?pb=1'),
      iframe('https://www.google.com.evil.tld/maps/embed?pb=1'),
      iframe('https://www.google.com@evil.tld/maps/embed?pb=1'),
      iframe('&#106;avascript:alert(1)'),
      iframe(GOOD) + iframe(GOOD),
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ]) {
      expect(googleMapsEmbedSrc(input), input).toBeNull();
    }
  });

  it('never throws on an out-of-range character reference', () => {
    expect(() => googleMapsEmbedSrc(iframe('https://www.google.com/maps/embed?q=&#x110000;&#0;'))).not.toThrow();
  });

  it('does not decode twice (&amp;#106; stays literal text, not "j")', () => {
    expect(googleMapsEmbedSrc(iframe('&amp;#106;avascript:alert(1)'))).toBeNull();
    const out = googleMapsEmbedSrc(iframe('https://www.google.com/maps/embed?q=a&amp;amp;b'));
    expect(out).toBe('https://www.google.com/maps/embed?q=a&amp;b');
  });
});

describe('mapEmbedCoordinates: where the stored map points', () => {
  it('reads the centre of an embed and the ll of a search embed', () => {
    expect(
      mapEmbedCoordinates(
        'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.5!2d106.8172!3d-6.2009!2m3!1f0!2f0!3f0',
      ),
    ).toEqual({ latitude: -6.2009, longitude: 106.8172 });
    expect(
      mapEmbedCoordinates('https://www.google.com/maps/place/Masjid+Istiqlal/@-6.1702,106.8310,17z/data=!3m1'),
    ).toEqual({ latitude: -6.1702, longitude: 106.831 });
  });

  it('gives nothing for a map without coordinates, a foreign address or no map', () => {
    expect(mapEmbedCoordinates('https://www.google.com/maps/place/Masjid+Istiqlal')).toBeNull();
    expect(mapEmbedCoordinates('https://example.com/maps/embed?pb=!2d106.8!3d-6.2')).toBeNull();
    expect(mapEmbedCoordinates('https://www.google.com/maps/embed?pb=!2d0!3d0')).toBeNull();
    expect(mapEmbedCoordinates('https://www.google.com/maps/embed?pb=!2d106.8!3d-96.2')).toBeNull();
    expect(mapEmbedCoordinates('')).toBeNull();
  });
});
