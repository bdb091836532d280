/**
 * Greeting by the hour of the person's day (the server gives it in the profile's zone): before 12
 * morning, before 18 afternoon, else night.
 */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}
