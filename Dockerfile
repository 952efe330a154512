# syntax=docker/dockerfile:1
# Multi-stage: build the UI with dev dependencies, run with production dependencies only.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000 2525
VOLUME ["/app/data"]
# Migrations run on start (under an advisory lock, so replicas may start together).
# A smaller young generation: ~40 MB less resident memory at idle, see README "Benchmarks".
CMD ["node", "--max-semi-space-size=8", "src/main.ts"]
