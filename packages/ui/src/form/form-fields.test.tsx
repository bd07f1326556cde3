import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { FormSelect } from './form-select';
import { FormTextArea } from './form-text-area';
import { FormTextField } from './form-text-field';
import { useValibotForm } from './use-valibot-form';

const RequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  givingTypeId: v.pipe(v.number('Choose a giving type'), v.integer()),
  message: v.pipe(v.string(), v.nonEmpty('Message is required'), v.maxLength(20, 'At most 20 characters')),
});

function RequestForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof RequestSchema>) => void }) {
  const form = useValibotForm(RequestSchema, { name: '', givingTypeId: Number.NaN, message: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <FormTextField form={form} name="name" label="Name" autoComplete="name" />
      <FormSelect form={form} name="givingTypeId" label="Giving type" rules={{ valueAsNumber: true }}>
        <option value="">Choose…</option>
        <option value="3">Missions</option>
      </FormSelect>
      <FormTextArea form={form} name="message" label="Message" maxLength={20} />
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

describe('Form fields bound to a valibot schema', () => {
  it('shows each field’s message on submit, tied to the field for screen readers', async () => {
    const onSubmit = jest.fn();
    render(<RequestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('combobox', { name: 'Giving type' })).toHaveAccessibleDescription('Choose a giving type');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required 0 / 20');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the messages and submits the schema’s output once the fields are valid', async () => {
    const onSubmit = jest.fn();
    render(<RequestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Giving type' }), 'Missions');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Pray for us');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', givingTypeId: 3, message: 'Pray for us' });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('counts the characters of a text area against its limit, also after a reset', async () => {
    render(<RequestForm onSubmit={jest.fn()} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hello');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    await userEvent.type(message, ' and a very long thank you');
    expect(message).toHaveValue('Hello and a very lon');
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
  });
});
