/** Measurements shared by the menus, the navbar and the content, so they line up with each other. */
export const VERTICAL_MENU_WIDTH = 260
/** Wide enough for an icon with comfortable padding; the menu expands over the content on hover. */
export const VERTICAL_MENU_COLLAPSED_WIDTH = 72
export const NAVBAR_HEIGHT = 64
/** A floating navbar stands this far from the window's edges (px). */
export const FLOATING_GAP = 16
/** Boxed content stops growing here and is centred, as on a large monitor. */
export const BOXED_MAX_WIDTH = 1440
/** How far the user must scroll before the scroll-to-top button appears (px). */
export const SCROLL_TOP_THRESHOLD = 400
