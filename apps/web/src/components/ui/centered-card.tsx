import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

/** The narrow card the sign-in and self-service forms sit in. */
export function CenteredCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Row className="justify-content-center">
      <Col md={wide ? 10 : 8} lg={wide ? 8 : 6} xl={wide ? 7 : 5}>
        <Card className="shadow-sm border-0">
          <Card.Body className="p-4">{children}</Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
