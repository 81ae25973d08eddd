import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon, type IconName } from '../../../components/ui/icon';

function InviteCard({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card className="h-100 shadow-sm border-0" data-testid={testId}>
      <Card.Body className="p-4 d-flex flex-column">
        <div className="invite-icon mb-3">
          <Icon name={icon} size={22} />
        </div>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        <Card.Text className="text-body-secondary flex-grow-1">{text}</Card.Text>
        <div className="d-flex flex-wrap gap-2">{children}</div>
      </Card.Body>
    </Card>
  );
}

/** For visitors: consumers register their purifier; business users sign in. */
export function ConsumerInvite() {
  const { t } = useTranslation();
  return (
    <Row className="g-4">
      <Col md={6}>
        <InviteCard
          icon="device"
          title={t('home.consumer.title')}
          text={t('home.consumer.text')}
          testId="home-consumer"
        >
          <Link to={paths.consumer.getHref()} className="btn btn-primary" data-testid="home-consumer-link">
            {t('home.consumer.link')}
          </Link>
        </InviteCard>
      </Col>
      <Col md={6}>
        <InviteCard
          icon="logIn"
          title={t('home.signin.title')}
          text={t('home.signin.text')}
          testId="home-signin"
        >
          <Link to={paths.login.getHref()} className="btn btn-outline-primary" data-testid="home-signin-link">
            {t('home.signin.link')}
          </Link>
          <Link
            to={paths.accountRegister.getHref()}
            className="btn btn-link"
            data-testid="home-register-link"
          >
            {t('home.signin.register')}
          </Link>
        </InviteCard>
      </Col>
    </Row>
  );
}
