export * from './AccessFlow';
export * from './AvatarFlow';
export * from './ContactFlow';
