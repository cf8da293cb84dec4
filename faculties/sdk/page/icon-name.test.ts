import { expect } from '@esm-bundle/chai';
import { accessibleName } from './name.ts';
import { iconClassWords } from './icon-name.ts';

function control(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild!;
}

describe('icon-only controls', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the words of the common icon sets\' classes, without their style words', () => {
    expect(iconClassWords('icon-chevron-right')).to.equal('chevron right');
    expect(iconClassWords('fa-trash-can')).to.equal('trash can');
    expect(iconClassWords('bi-x-lg')).to.equal('x');
    expect(iconClassWords('mdi-calendar-month-outline')).to.equal('calendar month');
    expect(iconClassWords('search-icon')).to.equal('search');
    expect(iconClassWords('fa-solid')).to.equal('');
    expect(iconClassWords('btn-primary')).to.equal('');
    expect(iconClassWords('icon')).to.equal('');
  });

  it('names a symbol-only button by its title, then its aria-description', () => {
    expect(accessibleName(control('<button title="Next month">›</button>'), 'button')).to.equal('Next month');
    expect(accessibleName(control('<button aria-description="Previous month">‹</button>'), 'button')).to.equal('Previous month');
  });

  it('names an icon-only button by an SVG <title> or a title inside it', () => {
    expect(accessibleName(control('<button><svg viewBox="0 0 8 8"><title>Close dialog</title><path d="M0 0L8 8"/></svg></button>'), 'button')).to.equal('Close dialog');
    expect(accessibleName(control('<a href="#"><span title="Settings">⚙</span></a>'), 'link')).to.equal('Settings');
  });

  it('names an icon-font control by its icon class, an aria-hidden icon included', () => {
    expect(accessibleName(control('<button><i class="fa fa-trash-can" aria-hidden="true"></i></button>'), 'button')).to.equal('trash can');
    expect(accessibleName(control('<span class="nav icon-chevron-left" onclick=""></span>'), 'generic')).to.equal('chevron left');
  });

  it('keeps a name the page gave: a label, text with words, an aria-label', () => {
    expect(accessibleName(control('<button title="Remove" aria-label="Delete row"><i class="icon-trash"></i></button>'), 'button')).to.equal('Delete row');
    expect(accessibleName(control('<button title="Save the draft"><i class="icon-save"></i> Save</button>'), 'button')).to.equal('Save');
    expect(accessibleName(control('<button><i class="icon-save"></i> 14</button>'), 'button')).to.equal('14');
  });
});
