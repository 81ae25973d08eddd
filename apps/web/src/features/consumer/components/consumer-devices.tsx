import type { ConsumerDevice } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatters';

/** The consumer's purifiers (GET api/consumer/user-accounts `devices`), one card each. */
export function ConsumerDevices({ devices }: { devices: ConsumerDevice[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="consumer-devices-title" data-testid="consumer-devices">
      <h3 className="h5 mt-4" id="consumer-devices-title">
        {t('consumer.active.devicesTitle')}
      </h3>
      {devices.length === 0 ? (
        <p className="text-body-secondary" data-testid="consumer-devices-empty">
          {t('consumer.active.noDevices')}
        </p>
      ) : (
        <ul className="list-unstyled consumer-devices mb-0">
          {devices.map((device) => (
            <li
              key={device.id}
              className="border rounded p-2 mb-2"
              data-testid="consumer-device"
              data-serial={device.serialNumber ?? ''}
            >
              <dl className="row mb-0 small">
                <dt className="col-5 col-sm-4">{t('consumer.active.serialNumber')}</dt>
                <dd className="col-7 col-sm-8 fw-semibold">{device.serialNumber}</dd>
                <dt className="col-5 col-sm-4">{t('consumer.active.model')}</dt>
                <dd className="col-7 col-sm-8">{device.modelName}</dd>
                <dt className="col-5 col-sm-4">{t('consumer.active.purchaseDate')}</dt>
                <dd className="col-7 col-sm-8">{formatDate(device.purchaseDate)}</dd>
                <dt className="col-5 col-sm-4">{t('consumer.active.shop')}</dt>
                <dd className="col-7 col-sm-8">
                  {[device.sellerDescription, device.cityName].filter(Boolean).join(', ')}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
