// @atomic on every operator form over computed indices, as a particle-binning kernel would
// use them: += and -= counts, prefix and postfix ++/--, *= on unsigned products (wrapping, so
// the result is the same in any order), |=, &= and ^= masks, and 64-bit sums.
extern "C" void binParticles(const int &N, const int *key, int *cnt, unsigned int *prod, unsigned int *bits, long long *sums) {
  for (int b = 0; b < N; b += 16) {
    for (int t = b; t < b + 16; ++t) {
      if (t < N) {
        const int k = key[t];
        cnt[k % 6] += 1;
        cnt[6 + k * 7 % 6] -= 2;
        ++cnt[2 * 6 + k % 3];
        cnt[2 * 6 + 3 + (k & 1)]++;
        --cnt[2 * 6 + 5];
        cnt[2 * 6 + 6]--;
        prod[k % 4] *= 3u + (unsigned int)(k % 2);
        bits[0] |= 1u << k % 32;
        bits[1] &= ~(1u << k % 29);
        bits[2] ^= (unsigned int)k * 2654435761u;
        sums[k & 1] += (long long)k * k * 1000003LL;
        sums[2] -= k;
      }
    }
  }
}
