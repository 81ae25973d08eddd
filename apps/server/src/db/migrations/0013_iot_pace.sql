-- The provider's rate budget shared by PostgreSQL instances without Redis (decision 039).
CREATE TABLE "iot_pace" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
