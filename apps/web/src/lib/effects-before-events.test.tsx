import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useEffect, useRef, useState } from 'react';
import { expect, test } from 'vitest';

/** A button whose handler reports whether its component's effect had run (a subscription, say). */
function Subscribed({ onPress }: { onPress: (subscribed: boolean) => void }) {
  const subscribed = useRef(false);
  useEffect(() => {
    subscribed.current = true;
  }, []);
  return <button onClick={() => onPress(subscribed.current)}>Salvar</button>;
}

/** Shows `Subscribed` when `show` is called: a render of its own, outside any act(), like a fetch's answer. */
function Later({ onPress, expose }: { onPress: (subscribed: boolean) => void; expose: (show: () => void) => void }) {
  const [shown, setShown] = useState(false);
  expose(() => setShown(true));
  return shown ? <Subscribed onPress={onPress} /> : <p>Carregando</p>;
}

test('a click in the frame a component was drawn reaches its handler after the effects of that render', async () => {
  const presses: boolean[] = [];
  let show = () => {};
  render(
    <Later
      onPress={(subscribed) => presses.push(subscribed)}
      expose={(fn) => {
        show = fn;
      }}
    />,
  );

  show();
  // The button is drawn on Preact's next render tick, its effect after the next frame.
  const button = await waitFor(() => screen.getByRole('button', { name: 'Salvar' }), { interval: 1 });
  fireEvent.click(button);

  expect(presses).toEqual([true]);
});
