/** Text made safe to place in HTML, in an element or a quoted attribute (the pages and e-mails the API writes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
