/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's (so fetch accepts it), but Node's cannot read a <form>:
 * `new FormData(formElement)` throws. This subclass reads the form's controls the way a browser does.
 */
const NodeFormData = globalThis.FormData;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const el of Array.from(form.elements) as Control[]) {
      if (!el.name || el.disabled || el.closest('fieldset:disabled')) continue;
      if (el instanceof HTMLButtonElement || (el instanceof HTMLInputElement && ['submit', 'image', 'button', 'reset'].includes(el.type))) {
        if (el === submitter) this.append(el.name, el.value);
        continue;
      }
      if (el instanceof HTMLInputElement) {
        if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue;
        if (el.type === 'file') {
          for (const f of Array.from(el.files ?? [])) this.append(el.name, f);
          continue;
        }
        this.append(el.name, el.type === 'checkbox' || el.type === 'radio' ? el.value || 'on' : el.value);
      } else if (el instanceof HTMLSelectElement) {
        for (const o of Array.from(el.selectedOptions)) this.append(el.name, o.value);
      } else {
        this.append(el.name, el.value);
      }
    }
  }
}

globalThis.FormData = FormDataFromForm as typeof FormData;
