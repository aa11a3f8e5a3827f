// `@atomic` outside the kernel body's own statements: in a static helper, in a function
// template instantiated for `unsigned` and `double`, in a lambda defined in the `@inner` body
// (called twice per work-item), and a multi-statement `@atomic { }` block inside a lambda,
// on global and `@shared` data (a struct's members and an array element through a pointer).
// OpenMP must lower each to an atomic update or a critical section wherever it is written.
struct Tally {
  int count;
  long long weight;
};

static void bump(int *p, int v) {
  *p += v;
}

template <typename T>
void addScaled(T *p, T v, T s) {
  p[0] += v * s;
}

extern "C" void atomicHelpers(const int &groups, int *hits, unsigned int *uacc, double *dacc, long long *ll, int *minmax) {
  for (int g = 0; g < groups; ++g) {
    Tally tally[2];
    int local[4];
    for (int t = 0; t < 12; ++t) {
      if (t < 2) {
        tally[t].count = 0;
        tally[t].weight = 0;
      }
      if (t < 4) {
        local[t] = 0;
      }
    }
    for (int t = 0; t < 12; ++t) {
      bump(hits + g, 1);
      bump(&hits[groups], t);
      addScaled(uacc, (unsigned int)t, 3u);
      addScaled(dacc + g, 0.25 * t, 2.0);
      auto record = [&](int slot, int w) {
        {
          tally[slot].count += 1;
          tally[slot].weight += (long long)w * 1000000007LL;
        }
      };
      record(t % 2, t);
      record(1, g);
      int *cell = &local[t % 4];
      auto dec = [=]() {
        (*cell)--;
      };
      dec();
      minmax[2 * g] = minmax[2 * g] > t * g ? minmax[2 * g] : t * g;
    }
    for (int t = 0; t < 12; ++t) {
      if (t < 2) {
        ll[g * 2 + t] = tally[t].weight + tally[t].count;
      }
      if (t == 0) {
        minmax[2 * g + 1] = local[0] + 10 * local[1] + 100 * local[2] + 1000 * local[3];
      }
    }
  }
}
