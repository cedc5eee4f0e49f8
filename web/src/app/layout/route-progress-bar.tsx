import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import LoadingBar, { type LoadingBarRef } from 'react-top-loading-bar';
import { paths } from '@/config/paths';

/** The spec's route-change bar: thickness 6, 8 on /Register. */
export function RouteProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const bar = useRef<LoadingBarRef>(null);
  const target = navigation.location?.pathname ?? location.pathname;
  const height = target === paths.register.path ? 8 : 6;

  useEffect(() => {
    if (navigation.state === 'idle') bar.current?.complete();
    else bar.current?.continuousStart();
  }, [navigation.state]);

  // Pages already loaded switch instantly; still show a short completed sweep.
  useEffect(() => {
    bar.current?.complete();
  }, [location.key]);

  return <LoadingBar ref={bar} height={height} color="var(--color-accent)" shadow={false} />;
}
