import { APP_VERSION } from '@app/contracts';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/icon';

/** Company contact details (the operating company, see docs) and the legal links. */
export const COMPANY = {
  name: 'Aria Pura S.r.l.',
  street: 'Via Roma 1',
  city: '20121 Milano (MI)',
  vatId: 'IT12345670961',
  phone: '+39 02 8724 1590',
  email: 'info@ariapura.it',
} as const;

/**
 * The footer. The phone and e-mail links name what they are in visually hidden text before the
 * number or address shown ('Telefono +39 …'): their accessible name contains the visible text (WCAG 2.5.3).
 */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer border-top bg-body-tertiary mt-auto" data-testid="footer">
      <Container fluid className="px-3 px-lg-4 py-4">
        <Row className="gy-3 small">
          <Col md={5}>
            <div className="fw-semibold text-body">{COMPANY.name}</div>
            <div className="d-flex align-items-start gap-2 text-body-secondary mt-1">
              <Icon name="mapPin" className="mt-1 flex-shrink-0" />
              <address className="mb-0" data-testid="company-address">
                {COMPANY.street}, {COMPANY.city}, {t('footer.company.country')}
                <br />
                {t('footer.company.vat', { vatId: COMPANY.vatId })}
              </address>
            </div>
          </Col>
          <Col md={4}>
            <div className="fw-semibold text-body">{t('footer.contacts')}</div>
            <div className="d-flex align-items-center gap-2 mt-1">
              <Icon name="phone" className="text-body-secondary" />
              <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`} className="link-secondary">
                <span className="visually-hidden">{t('footer.company.phone')} </span>
                {COMPANY.phone}
              </a>
            </div>
            <div className="d-flex align-items-center gap-2 mt-1">
              <Icon name="mail" className="text-body-secondary" />
              <a href={`mailto:${COMPANY.email}`} className="link-secondary">
                <span className="visually-hidden">{t('footer.company.email')} </span>
                {COMPANY.email}
              </a>
            </div>
          </Col>
          <Col md={3} className="text-md-end">
            <nav aria-label={t('footer.legal')} className="d-flex flex-column gap-1">
              <Link to={paths.privacy.getHref()} className="link-secondary" data-testid="footer-privacy">
                {t('footer.privacy')}
              </Link>
              <Link to={paths.terms.getHref()} className="link-secondary" data-testid="footer-terms">
                {t('footer.terms')}
              </Link>
              <Link
                to={paths.accessibility.getHref()}
                className="link-secondary"
                data-testid="footer-accessibility"
              >
                {t('footer.accessibility')}
              </Link>
            </nav>
          </Col>
        </Row>
        <div className="border-top mt-3 pt-3 small text-body-secondary d-flex flex-wrap justify-content-between gap-2">
          <span>{t('footer.copyright', { year, company: COMPANY.name })}</span>
          <span>{t('footer.version', { version: APP_VERSION })}</span>
        </div>
      </Container>
    </footer>
  );
}
