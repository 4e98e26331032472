export { cn } from './lib/cn';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export { Input } from './components/input';
export { Textarea } from './components/textarea';
export { Label } from './components/label';
export { Skeleton } from './components/skeleton';
export { Progress, type ProgressProps } from './components/progress';
export {
  toast,
  dismissToast,
  useToasts,
  type ToastContent,
  type ToastEntry,
  type ToastHandle,
  type ToastVariant,
} from './lib/toast-store';
export { Toaster } from './components/toaster';
export { navigationMenuTriggerStyle } from './components/navigation-menu-trigger-style';
