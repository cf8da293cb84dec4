// The person's own UI for the per-site allowlist: the only place origins get allowed.
import { getAllowedOrigins, normaliseOrigin, setAllowedOrigins } from './allowlist.ts';
import { bindDeveloperModeToggle } from './developer-mode.ts';

const list = document.getElementById('origins') as HTMLUListElement;
const form = document.getElementById('add') as HTMLFormElement;
const input = document.getElementById('origin') as HTMLInputElement;
const error = document.getElementById('error') as HTMLSpanElement;

async function render(): Promise<void> {
  const origins = await getAllowedOrigins();
  list.replaceChildren(
    ...origins.map((origin) => {
      const li = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = origin;
      const remove = document.createElement('button');
      remove.textContent = 'Remove';
      remove.addEventListener('click', async () => {
        await setAllowedOrigins((await getAllowedOrigins()).filter((o) => o !== origin));
        await render();
      });
      li.append(code, remove);
      return li;
    }),
  );
  if (!origins.length) list.innerHTML = '<li>No sites allowed yet.</li>';
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const origin = normaliseOrigin(input.value.trim());
  if (!origin) {
    error.textContent = 'Enter an http(s) origin such as https://shop.example';
    return;
  }
  error.textContent = '';
  await setAllowedOrigins([...(await getAllowedOrigins()), origin]);
  input.value = '';
  await render();
});

void render();

void bindDeveloperModeToggle(document.getElementById('developer-mode') as HTMLInputElement, document.getElementById('developer-mode-status') as HTMLElement);
