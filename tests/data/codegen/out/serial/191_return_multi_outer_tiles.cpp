// Three @outer loops in one kernel, each with its own `return` handling: a `@tile(4, @inner,
// @inner)` loop whose work-items return from a `while` loop, followed by a 4 x 4 @inner nest
// (the same work-items: tile index ty, element tx; the last two are outside the tiled range);
// a 2-D nest whose innermost body returns from a `for` inside a `switch`, with an @exclusive
// array and a @shared array filled before; and a uniform return (every
// work-item alike, from a @shared value) inside a regular loop, with statements of the @outer
// body between the @inner loops that must stop once the group has returned.
extern "C" void multiOuter(const int &groups, const int *x, int *a, int *b, int *c, int *trace) {
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int _occa_returned_count = 0;
    bool _occa_returned[16];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 16; ++_occa_exclusive_init) {
      _occa_returned[_occa_exclusive_init] = false;
    }
    int r[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_t = 0; _occa_tiled_t < 14; _occa_tiled_t += 4) {
      for (int t = _occa_tiled_t; t < _occa_tiled_t + 4; ++t) {
        {
          _occa_exclusive_index = 4 * (_occa_tiled_t / 4) + (t - _occa_tiled_t);
          if (t < 14) {
            r[_occa_exclusive_index] = x[g * 16 + t];
            int k = 0;
            while (k < r[_occa_exclusive_index]) {
              if (k == 5) {
                _occa_returned[_occa_exclusive_index] = true;
                ++_occa_returned_count;
                goto _occa_return_0;
              }
              ++k;
            }
            r[_occa_exclusive_index] += 100;
          }
        }
      _occa_return_0:
        ;
      }
    }
    if (_occa_returned_count == 16) {
      continue;
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * ty + tx;
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        const int t = ty * 4 + tx;
        if (t < 14) {
          a[g * 16 + t] = r[_occa_exclusive_index];
        }
      }
    }
  }
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int _occa_returned_count = 0;
    bool _occa_returned[12];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 12; ++_occa_exclusive_init) {
      _occa_returned[_occa_exclusive_init] = false;
    }
    int s[12];
    int ex[12][2];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int xx = 0; xx < 4; ++xx) {
        _occa_exclusive_index = 4 * y + xx;
        s[y * 4 + xx] = x[g * 12 + y * 4 + xx];
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int xx = 0; xx < 4; ++xx) {
        {
          _occa_exclusive_index = 4 * y + xx;
          const int me = s[y * 4 + xx];
          ex[_occa_exclusive_index][0] = me;
          ex[_occa_exclusive_index][1] = s[(y * 4 + xx + 1) % 12];
          switch (me & 3) {
            case 2:
              for (int k = 0; k < 3; ++k) {
                if (ex[_occa_exclusive_index][1] == k) {
                  _occa_returned[_occa_exclusive_index] = true;
                  ++_occa_returned_count;
                  goto _occa_return_1;
                }
              }
              break;
            case 3:
              _occa_returned[_occa_exclusive_index] = true;
              ++_occa_returned_count;
              continue;
          }
        }
      _occa_return_1:
        ;
      }
    }
    if (_occa_returned_count == 12) {
      continue;
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int xx = 0; xx < 4; ++xx) {
        _occa_exclusive_index = 4 * y + xx;
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        b[g * 12 + y * 4 + xx] = ex[_occa_exclusive_index][0] * 10 + ex[_occa_exclusive_index][1];
      }
    }
  }
  for (int g = 0; g < groups; ++g) {
    {
      int _occa_exclusive_index;
      int _occa_returned_count = 0;
      bool _occa_returned[6];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 6; ++_occa_exclusive_init) {
        _occa_returned[_occa_exclusive_init] = false;
      }
      int flag[6];
      for (int it = 0; it < 4; ++it) {
        trace[g * 4 + it] = 1;
        _occa_exclusive_index = 0;
        for (int t = 0; t < 6; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          flag[t] = g + it >= 4 ? 1 : 0;
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 6; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          if (flag[(t + 1) % 6]) {
            _occa_returned[_occa_exclusive_index] = true;
            ++_occa_returned_count;
            continue;
          }
          c[(g * 4 + it) * 6 + t] = g * 100 + it * 10 + t;
        }
        if (_occa_returned_count == 6) {
          goto _occa_return_2;
        }
        trace[g * 4 + it] = 2;
      }
    }
  _occa_return_2:
    ;
  }
}
