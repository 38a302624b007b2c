import { expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formProblems, issueMessages } from './form-errors';

const refusal = (errors: Record<string, string[]>) =>
  new ApiError(422, 'validation_failed', 'Algunos datos no son válidos.', errors);

it("shows every message of the server's errors object: each field's beside it, the rest above", () => {
  const problems = formProblems(
    refusal({
      name: ['Escribe tu nombre (al menos 2 letras).', 'Escribe tu nombre con letras.'],
      phone: ['Ya tienes a Pedro Gómez con ese celular en tus clientes.'],
      _: ['Campo desconocido.', 'Otro campo desconocido.'],
    }),
    ['name', 'phone'],
  );
  expect(problems).toEqual({
    fields: {
      name: 'Escribe tu nombre (al menos 2 letras). Escribe tu nombre con letras.',
      phone: 'Ya tienes a Pedro Gómez con ese celular en tus clientes.',
    },
    general: ['Campo desconocido.', 'Otro campo desconocido.'],
  });
});

it('says a repeated message once, and the refusal itself when it names no field', () => {
  expect(
    formProblems(refusal({ name: ['Escribe tu nombre.', 'Escribe tu nombre.'] }), ['name']),
  ).toEqual({ fields: { name: 'Escribe tu nombre.' }, general: [] });
  expect(formProblems(refusal({}), ['name'])).toEqual({
    fields: {},
    general: ['Algunos datos no son válidos.'],
  });
});

it("keeps every message of a field of the form's own check", () => {
  expect(
    issueMessages([
      { path: ['name'], message: 'Escribe el nombre (al menos 2 letras).' },
      { path: ['name'], message: 'Escribe el nombre con letras.' },
      { path: ['email'], message: 'Escribe un correo electrónico válido.' },
    ]),
  ).toEqual({
    name: 'Escribe el nombre (al menos 2 letras). Escribe el nombre con letras.',
    email: 'Escribe un correo electrónico válido.',
  });
});
