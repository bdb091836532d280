import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Food {
  id: string;
  name: string;
  kcal: number;
}

const COLUMNS: DataColumn<Food>[] = [
  { id: 'name', header: 'Alimento', sortable: true, cell: (food) => food.name },
  { id: 'kcal', header: 'Calorias', sortable: true, className: 'text-right', cell: (food) => `${food.kcal} kcal` },
  {
    id: 'actions',
    header: <span className="sr-only">Ações</span>,
    cell: (food) => <button>Editar {food.name}</button>,
  },
];
const FOODS: Food[] = [
  { id: 'a', name: 'Arroz', kcal: 128 },
  { id: 'f', name: 'Feijão', kcal: 76 },
];

test('the caption names the table and its focusable scroll box; headers are column headers with their order', async () => {
  const onSort = vi.fn();
  render(
    <DataTable
      caption="Alimentos, ordenados por Calorias"
      columns={COLUMNS}
      rows={FOODS}
      rowKey={(food) => food.id}
      minWidth="min-w-[40rem]"
      sort={{ column: 'kcal', direction: 'desc', onSort }}
    />,
  );

  const table = screen.getByRole('table', { name: 'Alimentos, ordenados por Calorias' });
  const box = screen.getByRole('region', { name: 'Alimentos, ordenados por Calorias' });
  expect(box).toContainElement(table);
  // A phone scrolls the wide table with the keyboard too: the box takes focus.
  expect(box).toHaveAttribute('tabindex', '0');
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
  expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
  expect(headers[2]).toHaveTextContent('Ações');
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Arroz', '128 kcal', 'Editar Arroz']);
  expect(second).toHaveTextContent('Feijão');

  await userEvent.click(within(table).getByRole('button', { name: 'Alimento' }));
  expect(onSort).toHaveBeenCalledWith('name');
});

test('without a sort the headers are plain text', () => {
  render(<DataTable caption="Alimentos" columns={COLUMNS} rows={FOODS} rowKey={(food) => food.id} minWidth="" />);

  expect(screen.queryByRole('button', { name: 'Alimento' })).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Alimento' })).toBeInTheDocument();
});
