import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { AimOutlined, CheckCircleFilled, EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, useRuntime, getIn, userMessageOf, formatDateTime } from '@/widget-kit';
import { useNodeActions } from '@renderers/parts/cardKit';
import { rowsOf } from '@renderers/List/ListRow';
import { formatDistance, wgs84ToGcj02 } from './geo';
import { nearestOf, placesOf } from './places';
import { useGeolocation } from './useGeolocation';
import { SignInRecords } from './SignInRecords';
import './SignIn.css';
import type { SignInProps } from '@renderers/props.generated';

export type { SignInProps };

/** The phone's time of day, HH:mm:ss. */
const phoneTime = (): string => formatDateTime(Date.now(), 'HH:mm:ss');

/** HH:mm:ss, ticking once a second without re-rendering React. */
function Clock(): ReactNode {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tick = (): void => {
      if (ref.current) ref.current.textContent = phoneTime();
    };
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, []);
  return <span ref={ref} className="w-sign-in__clock" aria-hidden />;
}

/** Workplace sign-in: locate, find the nearest bound workplace, sign in within its radius. */
export default function SignIn({ props, path }: WidgetProps<SignInProps>): ReactNode {
  const page = usePage();
  const rt = useRuntime();
  const runActions = useNodeActions(path);
  const geo = useGeolocation(props.geoTimeoutMs ?? 10000);
  const [signing, setSigning] = useState(false);
  const [signedAt, setSignedAt] = useState<string | null>(null);
  const wp = page.source(props.workplaceSource);
  if (!wp) throw new Error(`${path}: SignIn names unknown data source '${props.workplaceSource}'`);
  const records = props.recordsSource ? page.source(props.recordsSource) : undefined;
  if (props.recordsSource && !records) throw new Error(`${path}: SignIn names unknown data source '${props.recordsSource}'`);

  const places = placesOf(rowsOf(wp.data, props.workplaceListPath), {
    idKey: props.idKey ?? 'id', nameKey: props.nameKey ?? 'name', addressKey: props.addressKey ?? 'address',
    latKey: props.latKey ?? 'lat', lngKey: props.lngKey ?? 'lng', radiusKey: props.radiusKey,
  });
  // Workplace points come from Chinese maps (GCJ-02) unless said otherwise; the device reports WGS-84.
  const here = geo.status === 'ok' ? (props.coordType === 'wgs84' ? geo.position : wgs84ToGcj02(geo.position)) : null;
  const nearest = here ? nearestOf(places, here) : null;
  const radius = nearest?.place.radius ?? props.radiusM ?? 500;
  const inRange = Boolean(nearest && nearest.distance <= radius);

  const signIn = async (): Promise<void> => {
    if (!here || !nearest || !inRange) return;
    setSigning(true);
    try {
      const result = await rt.request(props.signInApi ?? 'workplacePositionSignIn', { ...props.signInParams, lat: here.lat, lng: here.lng, workplaceId: nearest.place.id });
      const serverTime = getIn(result, props.recordTimeKey ?? 'signTime');
      // The server's time when it answers one, else the phone's.
      const at = typeof serverTime === 'string' || typeof serverTime === 'number' ? formatDateTime(serverTime, 'HH:mm:ss') : '';
      setSignedAt(at || phoneTime());
      rt.toast('签到成功', 'success');
      void records?.refresh();
      runActions(props.onSignedIn, 'onSignedIn', { result });
    } catch (e) {
      rt.toast(userMessageOf(e), 'error');
    } finally {
      setSigning(false);
    }
  };

  let status: ReactNode;
  if (geo.status === 'locating') status = <span>正在获取位置…</span>;
  else if (geo.status === 'error') status = <span className="w-sign-in__warn" role="alert">{geo.message}</span>;
  else if (wp.status.loading) status = <span>正在加载职场信息…</span>;
  else if (wp.status.error) status = <span className="w-sign-in__warn" role="alert">{wp.status.error}</span>;
  else if (!nearest) status = <span className="w-sign-in__warn">暂未绑定职场，请先绑定职场</span>;
  else if (!inRange) status = <span className="w-sign-in__warn">不在签到范围内（距离 {Math.round(nearest.distance)} 米）</span>;
  else status = <span className="w-sign-in__ok">已进入签到范围</span>;
  const retry = geo.status === 'error' ? geo.locate : wp.status.error ? () => void wp.refresh() : null;

  return (
    <div className={`w-sign-in${props.className ? ` ${props.className}` : ''}`}>
      <section className="w-sign-in__card">
        <div className="w-sign-in__place">
          <EnvironmentOutlined className="w-sign-in__pin" aria-hidden />
          <div className="w-sign-in__place-main">
            <div className="w-sign-in__place-name">{nearest ? nearest.place.name || '未命名职场' : '当前职场'}</div>
            {nearest?.place.address ? <div className="w-sign-in__place-addr">{nearest.place.address}</div> : null}
          </div>
          {nearest ? <span className="w-sign-in__distance">距离 {formatDistance(nearest.distance)}</span> : null}
        </div>
        <button type="button" className={`w-sign-in__button${signedAt ? ' w-sign-in__button--done' : ''}`} disabled={!inRange || signing} onClick={() => void signIn()}>
          {signing ? <Spin indicator={<LoadingOutlined spin />} /> : <span className="w-sign-in__button-text">{signedAt ? '再次签到' : '签到'}</span>}
          <Clock />
        </button>
        <div className="w-sign-in__status" aria-live="polite">
          {status}
          {geo.status === 'locating' ? <Spin size="small" indicator={<LoadingOutlined spin />} /> : null}
        </div>
        {signedAt ? (
          <div className="w-sign-in__success" role="status">
            <CheckCircleFilled /> 签到成功 {signedAt}
          </div>
        ) : null}
        <div className="w-sign-in__tools">
          {retry ? (
            <Button type="link" icon={<AimOutlined />} onClick={retry}>
              {geo.status === 'error' ? '重新定位' : '重试'}
            </Button>
          ) : geo.status === 'ok' ? (
            <Button type="link" icon={<AimOutlined />} onClick={geo.locate}>
              刷新位置
            </Button>
          ) : null}
        </div>
      </section>
      {records ? (
        <SignInRecords handle={records} listPath={props.recordsListPath} timeKey={props.recordTimeKey ?? 'signTime'} placeKey={props.recordPlaceKey ?? 'workplaceName'} />
      ) : null}
    </div>
  );
}
