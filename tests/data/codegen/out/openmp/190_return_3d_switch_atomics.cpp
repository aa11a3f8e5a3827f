// Non-uniform `return`s in the innermost body of a 3-D @inner nest (2 x 3 x 4 = 24 work-items):
// from a `switch` case, from a `do`-`while` loop and from a regular `for` loop. A mid-level
// statement that uses an @exclusive variable sits between two innermost loops of the nest, and a
// later 3-D nest counts the surviving work-items with @atomic updates and writes their results.
// Group 3 returns entirely in the first loop (the early group exit).
extern "C" void return3d(const int &groups, const int *x, int *out, int *mid, int *count, int *sum) {
  #pragma omp parallel for
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int _occa_returned_count = 0;
    bool _occa_returned[24];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 24; ++_occa_exclusive_init) {
      _occa_returned[_occa_exclusive_init] = false;
    }
    int v[24];
    int steps[24];
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int y = 0; y < 3; ++y) {
        for (int w = 0; w < 4; ++w) {
          {
            _occa_exclusive_index = 12 * z + 4 * y + w;
            const int id = ((g * 2 + z) * 3 + y) * 4 + w;
            v[_occa_exclusive_index] = x[id];
            steps[_occa_exclusive_index] = 0;
            if (g == 3) {
              _occa_returned[_occa_exclusive_index] = true;
              ++_occa_returned_count;
              continue;
            }
            switch (v[_occa_exclusive_index] % 5) {
              case 0:
                _occa_returned[_occa_exclusive_index] = true;
                ++_occa_returned_count;
                continue;
              case 1:
                v[_occa_exclusive_index] += 10;
                break;
              default:
                break;
            }
            do {
              ++steps[_occa_exclusive_index];
              if (steps[_occa_exclusive_index] > 2 && v[_occa_exclusive_index] % 7 == 3) {
                _occa_returned[_occa_exclusive_index] = true;
                ++_occa_returned_count;
                goto _occa_return_0;
              }
            } while (steps[_occa_exclusive_index] < 4);
          }
        _occa_return_0:
          ;
        }
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
          _occa_exclusive_index = 12 * z + 4 * y + _occa_exclusive_x;
          if (!_occa_returned[_occa_exclusive_index]) {
            #pragma omp atomic
            mid[(g * 2 + z) * 3 + y] += v[_occa_exclusive_index] > 0 ? 1 : 0;
          }
        }
        for (int w = 0; w < 4; ++w) {
          {
            _occa_exclusive_index = 12 * z + 4 * y + w;
            if (_occa_returned[_occa_exclusive_index]) {
              continue;
            }
            for (int k = 0; k < 3; ++k) {
              if (v[_occa_exclusive_index] + k == 20) {
                _occa_returned[_occa_exclusive_index] = true;
                ++_occa_returned_count;
                goto _occa_return_1;
              }
            }
            v[_occa_exclusive_index] = v[_occa_exclusive_index] * 2 + steps[_occa_exclusive_index];
          }
        _occa_return_1:
          ;
        }
      }
    }
    if (_occa_returned_count == 24) {
      continue;
    }
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int y = 0; y < 3; ++y) {
        for (int w = 0; w < 4; ++w) {
          _occa_exclusive_index = 12 * z + 4 * y + w;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          const int id = ((g * 2 + z) * 3 + y) * 4 + w;
          #pragma omp atomic
          count[g] += 1;
          #pragma omp atomic
          sum[0] += v[_occa_exclusive_index];
          out[id] = v[_occa_exclusive_index];
        }
      }
    }
  }
}
