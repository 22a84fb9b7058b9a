// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { DateOfBirthField } from './DateOfBirthField';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

afterEach(cleanup);

/** The texts that describe an element, as assistive technology reads them from aria-describedby. */
function descriptionOf(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element ${id})`);
}

const ignore = () => undefined;

describe('a field’s label, description and error (SPEC 5 "Form widgets")', () => {
  it('names a text field by its label and describes it by its description', () => {
    render(<TextField label="E-mail" value="" description="The one you signed up with" onChange={ignore} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(descriptionOf(input)).toEqual(['The one you signed up with']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('ties a text field’s error to the input and marks it invalid', () => {
    render(<TextField label="E-mail" value="x" description="The one you signed up with" errorMessage="Enter a valid e-mail address" onChange={ignore} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['The one you signed up with', 'Enter a valid e-mail address']);
  });

  it('describes a field without description or error by nothing', () => {
    render(<TextField label="First name" value="" onChange={ignore} />);
    expect(screen.getByRole('textbox', { name: 'First name' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('ties a checkbox’s error to the checkbox', () => {
    render(
      <Checkbox isSelected={false} onChange={ignore} errorMessage="Accept the terms to go on">
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(checkbox)).toEqual(['Accept the terms to go on']);
  });

  it('ties a select’s error to the select', () => {
    render(
      <SelectField name="title" label="Title" placeholder="Choose" options={[{ key: 'MS', value: 'Ms' }]} value="" onChange={ignore} errorMessage="Required" />,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toEqual(['Required']);
  });

  it('ties a radio group’s description and error to the group', () => {
    render(
      <RadioGroupField
        name="channel"
        label="Send the code by"
        description="Choose one"
        choices={[
          { value: 'EMAIL', label: 'E-mail' },
          { value: 'SMS', label: 'Text message' },
        ]}
        value={undefined}
        onChange={ignore}
        errorMessage="Choose where the code goes"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Send the code by' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toEqual(['Choose one', 'Choose where the code goes']);
  });

  it('ties a date of birth’s one error to each of its parts', () => {
    render(
      <DateOfBirthField
        legend="Date of birth"
        partLabels={{ mm: 'Month', dd: 'Day', yyyy: 'Year' }}
        order={['mm', 'dd', 'yyyy']}
        value={{ mm: '13', dd: '01', yyyy: '1990' }}
        onChange={ignore}
        errorMessage="Enter a valid date"
      />,
    );
    for (const part of ['Month', 'Day', 'Year']) {
      const input = screen.getByRole('textbox', { name: part });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(input)).toEqual(['Enter a valid date']);
    }
  });
});
