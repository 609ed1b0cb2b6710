export { accessActors, type AccessClient } from './accessActors';
export { avatarActors, type AvatarClient } from './avatarActors';
export { contactActors, type ContactClient } from './contactActors';
