// The person's own UI for the per-site allowlist: the place origins get allowed. Allowing a site
// asks Chrome for access to it (its prompt, in this click); removing one gives the access back.
import { allowSite, isAllowlistChange, normaliseOrigin, readAllowedOrigins, removeSite } from './allowlist.ts';
import { bindDeveloperModeToggle } from './developer-mode.ts';
import { PICTURES_PERMISSION } from './site-access.ts';

const list = document.getElementById('origins') as HTMLUListElement;
const form = document.getElementById('add') as HTMLFormElement;
const input = document.getElementById('origin') as HTMLInputElement;
const error = document.getElementById('error') as HTMLSpanElement;
const pictures = document.getElementById('pictures') as HTMLInputElement;

async function render(): Promise<void> {
  const origins = await readAllowedOrigins();
  list.replaceChildren(
    ...origins.map((origin) => {
      const li = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = origin;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Remove';
      remove.addEventListener('click', () => void removeSite(origin).then(render));
      li.append(code, remove);
      return li;
    }),
  );
  if (!origins.length) list.innerHTML = '<li>No sites allowed yet.</li>';
  pictures.checked = await chrome.permissions.contains(PICTURES_PERMISSION);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = normaliseOrigin(input.value.trim());
  if (!origin) {
    error.textContent = 'Enter an http(s) origin such as https://shop.example';
    return;
  }
  error.textContent = '';
  // Chrome's prompt needs this click: nothing is awaited before the request.
  void allowSite(origin).then(async (ok) => {
    if (ok) input.value = '';
    else error.textContent = `Chrome did not grant access to ${origin}, so it is not allowed.`;
    await render();
  });
});

pictures.addEventListener('change', () => {
  const asked = pictures.checked ? chrome.permissions.request(PICTURES_PERMISSION) : chrome.permissions.remove(PICTURES_PERMISSION);
  void asked.catch(() => false).then(render);
});

// Chrome's own site access controls, or another page, may change the list while this one is open
// (not the audit log's writes, one per request: redrawing on those slowed every request).
chrome.storage.onChanged.addListener((changes, area) => {
  if (isAllowlistChange(changes, area)) void render();
});
chrome.permissions.onRemoved.addListener(() => void render());
chrome.permissions.onAdded.addListener(() => void render());

void render();

void bindDeveloperModeToggle(document.getElementById('developer-mode') as HTMLInputElement, document.getElementById('developer-mode-status') as HTMLElement);
