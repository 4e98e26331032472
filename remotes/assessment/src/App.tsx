import { Button } from '@meitheal/ui';
import { useState } from 'react';
import './remote.css';

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <div className="p-8">
      <h1 className="text-2xl font-bold text-brand-700">Assessment placeholder</h1>
      <Button onClick={() => setCount((c) => c + 1)}>Clicked {count}</Button>
    </div>
  );
}
