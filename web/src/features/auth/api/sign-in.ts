import { loadAuth } from '@/lib/firebase';

export async function signIn(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
}
