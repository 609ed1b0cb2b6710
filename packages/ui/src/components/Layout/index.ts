export {
  FormContainer,
  PageContainer,
  Section,
  type FormContainerProps,
  type PageContainerProps,
  type SectionProps,
} from './Layout';
