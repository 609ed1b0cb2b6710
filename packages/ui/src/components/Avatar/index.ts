export { Avatar, type AvatarProps } from './Avatar';
export { initialsOf } from './initials';
