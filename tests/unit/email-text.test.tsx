/** <EmailText>: an address breaks only after its "@" and before the dots of its domain. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../../src/admin/ui/email-text.tsx';

describe('EmailText', () => {
  it('offers a break after the @ and before each dot of the domain, nowhere else', () => {
    expect(renderToStaticMarkup(<EmailText address="first.last@mail.example.in" />)).toBe(
      'first.last@<wbr/><span>mail</span><span><wbr/>.example</span><span><wbr/>.in</span>',
    );
  });

  it('leaves text with no @ as it is', () => {
    expect(renderToStaticMarkup(<EmailText address="not an address" />)).toBe('not an address');
  });
});
