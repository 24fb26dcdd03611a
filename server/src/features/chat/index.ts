/** The league's room, « Vestiaire » (RULES.md): its calls, and the game's messages the other features post in it. */
export { default as chatRoutes } from './routes.js';
export { type GameMessage, postGameMessages } from './game.js';
