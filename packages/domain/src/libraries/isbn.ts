/** ISBNs from an EPUB's identifiers (issue 32 point 2: "identifier/ISBN"). */

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isValidIsbn10(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = digits[i]!;
    const v = c === 'X' || c === 'x' ? 10 : Number(c);
    if (c.toLowerCase() === 'x' && i !== 9) return false;
    sum += v * (10 - i);
  }
  return sum % 11 === 0;
}

/**
 * The ISBN-13 (digits only) that `text` holds, or null: `urn:isbn:978-0-306-40615-7`,
 * `ISBN 0-306-40615-2` (an ISBN-10, converted to its 978 form), or bare digits with hyphens or
 * spaces. The check digit must hold, so a 13-digit product code or phone number is not taken.
 */
export function normaliseIsbn(text: string): string | null {
  const stripped = text
    .trim()
    .replace(/^(?:urn:isbn:|isbn(?:-1[03])?:?\s*)/i, '')
    .replace(/[\s-]/g, '');
  if (/^97[89]\d{10}$/.test(stripped)) {
    return isbn13CheckDigit(stripped) === Number(stripped[12]) ? stripped : null;
  }
  if (/^\d{9}[\dXx]$/.test(stripped) && isValidIsbn10(stripped)) {
    const first12 = `978${stripped.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}
