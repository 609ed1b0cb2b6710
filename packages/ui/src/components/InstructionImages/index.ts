export {
  InstructionImages,
  type InstructionImage,
  type InstructionImagesProps,
} from './InstructionImages';
