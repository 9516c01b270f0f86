// The user form (List Users' add / edit modal): its fields, the checks made before sending
// (required fields, the two passwords equal, one role at least) and the request bodies.
import type { components } from '../../../api/schema.gen.ts';
import type { FieldErrors } from '../fieldErrors.ts';
import { checkPasswords } from '../passwordCheck.ts';
import type { SecurityUser } from '../securityQueries.ts';
import type { Tag } from '../TagsField.tsx';

export interface UserForm {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  active: boolean;
  roles: Tag[];
}

export const EMPTY_USER_FORM: UserForm = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  active: true,
  roles: [],
};

/** The fields a server error can name (the rest shows above the form). */
export const USER_FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'active', 'roles'];

export function formOfUser(user: SecurityUser): UserForm {
  return {
    ...EMPTY_USER_FORM,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    active: user.active,
    roles: user.roles.map((role) => ({ id: role.id, label: role.name })),
  };
}

export interface CheckTexts {
  required: string;
  passwordsDiffer: string;
  oneRole: string;
}

/** What the form lacks before it can be sent (field → text); with a password when `withPassword`. */
export function checkUserForm(form: UserForm, withPassword: boolean, texts: CheckTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['first_name', 'last_name', 'username', 'email'] as const)
    if (!form[field].trim()) errors[field] = texts.required;
  if (withPassword) Object.assign(errors, checkPasswords(form.password, form.confirm_password, texts));
  if (form.roles.length === 0) errors.roles = texts.oneRole;
  return errors;
}

export function createUserBody(form: UserForm): components['schemas']['SecurityUserPostBody'] {
  return { ...editUserBody(form), password: form.password };
}

export function editUserBody(form: UserForm) {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    active: form.active,
    roles: form.roles.map((role) => role.id),
  };
}
