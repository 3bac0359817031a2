import * as addon from 'react-big-calendar/lib/addons/dragAndDrop'

type WithDragAndDrop = typeof addon.default

/**
 * react-big-calendar's drag-and-drop add-on. It is published as CommonJS only (its ES build has the
 * calendar but not the add-on), and bundlers read such a module's default export two ways: as its
 * `exports.default` (the add-on), or, as Node does, as the whole `module.exports`, whose `default` is
 * the add-on. Either way, this is the function.
 */
const exported = addon.default as WithDragAndDrop | { default: WithDragAndDrop }
export const withDragAndDrop: WithDragAndDrop = typeof exported === 'function' ? exported : exported.default
