import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One section of the metrics page. */
export function MetricCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="mb-4 shadow-sm" data-testid={testId}>
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
