/**
 * The shared form kit: field values with validation messages (useFormState), the fields that show them, and the
 * submit state (SubmitButton, Spinner). Used by the sign-in forms; the member, selling and console forms use it too.
 */
export { hasErrors, type FieldErrors } from "./errors";
export { useFormState, type FieldBinding, type FormState } from "./useFormState";
export { useLatest, useMounted } from "./useLatest";
export {
  FORM_LABELS,
  PasswordField,
  SelectField,
  Spinner,
  SubmitButton,
  TextAreaField,
  TextButton,
  TextField,
  type PasswordFieldProps,
  type SelectFieldProps,
  type SubmitButtonProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from "./fields";
export { useSubmitState, type SubmitState } from "./useSubmitState";
export { FormAlert } from "./FormAlert";
export { MoveForm } from "./MoveForm";
