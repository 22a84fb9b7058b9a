// A card's actions (SPEC 2: 'set as default' and 'remove card') as react-aria-components' Menu in its Popover: arrow
// keys and typeahead between the actions, Escape back onto the button, and a placement that flips at the screen's edge
// and mirrors in right-to-left pages (the page's language, given to I18nProvider). Loaded on its own, once a card with
// actions is on the screen (ActionDisclosure.tsx stands in until it arrives), so no other screen and no screen's first
// scripts carry it.
import { Button, I18nProvider, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { Action } from './ActionDisclosure';

export default function CardActionsMenu({ label, buttonText, actions }: { label: string; buttonText: string; actions: readonly Action[] }) {
  return (
    <I18nProvider locale={document.documentElement.lang || 'en-US'}>
      <MenuTrigger>
        <Button className="button action-menu-button" aria-label={label}>
          {buttonText} <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="action-menu-popover" placement="bottom end" offset={4}>
          <Menu
            className="action-menu"
            onAction={(key) => {
              // After the menu has closed and given focus back to its button, so a dialog the action opens returns
              // focus there when it closes.
              const action = actions.find((candidate) => candidate.key === key);
              if (action) window.setTimeout(action.onSelect, 0);
            }}
          >
            {actions.map((action) => (
              <MenuItem key={action.key} id={action.key} className="action-menu-item">
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </I18nProvider>
  );
}
