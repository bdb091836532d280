/** Greeting by local time of day: before 12 morning, before 18 afternoon, else night. */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** The greeting at a moment of the browser's local time. */
export function greetingFor(date: Date): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  return greetingForHour(date.getHours());
}
